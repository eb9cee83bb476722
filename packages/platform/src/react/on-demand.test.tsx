import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { useOnDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Harness({ load, onFailed }: { load: () => Promise<ComponentType<{ name: string }>>; onFailed: (error: unknown) => void }) {
  const [wanted, setWanted] = useState(false);
  const Loaded = useOnDemand(load, wanted, onFailed);
  return (
    <>
      <button onClick={() => setWanted((current) => !current)}>toggle</button>
      {Loaded ? <Loaded name="Omar" /> : <p>not loaded</p>}
    </>
  );
}

describe('useOnDemand', () => {
  test('when the component is not wanted, then its code is not fetched; when first wanted, it is fetched once and shown', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    render(<Harness load={load} onFailed={() => undefined} />);
    expect(load).not.toHaveBeenCalled();

    act(() => screen.getByRole('button').click());

    expect(await screen.findByText('Hello Omar')).toBeTruthy();
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('when the code cannot be fetched, then onFailed is told and the next wanting asks again', async () => {
    const failure = new Error('ChunkLoadError: Loading chunk 729 failed.');
    const load = jest.fn(() => Promise.reject<ComponentType<{ name: string }>>(failure));
    const onFailed = jest.fn();
    render(<Harness load={load} onFailed={onFailed} />);

    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure));
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());

    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('not loaded')).toBeTruthy();
  });
});
