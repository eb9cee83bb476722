import { useId } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../icons';
import { Input } from './form';
import { VisuallyHidden } from './visually-hidden';

const Box = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  svg {
    position: absolute;
    inset-inline-start: 12px;
    inset-block-start: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-inline-start: 40px;
  }
`;

/** A search box (role searchbox) with a magnifier icon and a label read by assistive technology only. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <SearchIcon size={18} />
      <Input id={id} type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
}
