import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSharedT } from '@padel/ui-kit';
import { useToast } from './platform-provider';

/**
 * A component whose code is fetched the first time it is `wanted` (a dialog's first opening), not with the page: null
 * until then and while it loads. If the code cannot be fetched, `onFailed` runs and the next wanting asks again.
 */
export function useOnDemand<Props>(
  load: () => Promise<ComponentType<Props>>,
  wanted: boolean,
  onFailed: (error: unknown) => void,
): ComponentType<Props> | null {
  const [component, setComponent] = useState<ComponentType<Props> | null>(null);
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;

  useEffect(() => {
    if (!wanted || component) return undefined;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      (error: unknown) => {
        if (current) onFailedRef.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, component, load]);

  return component;
}

/**
 * A dialog whose code is fetched the first time `isOpen(props)` holds (decision 175). If the code cannot be fetched,
 * the dialog's `onClose` runs and an error toast says so; the next opening asks again.
 */
export function dialogOnDemand<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
  name: string,
): ComponentType<Props> {
  return function DialogOnDemand(props: Props) {
    const { toast } = useToast();
    const sharedT = useSharedT();
    const { onClose } = props;
    const onFailed = useCallback(
      (error: unknown) => {
        console.error(`The ${name} could not be loaded`, error);
        onClose();
        toast({
          title: sharedT('microFrontend.error.title'),
          description: sharedT('microFrontend.error.description'),
          variant: 'destructive',
        });
      },
      [onClose, toast, sharedT],
    );
    const Dialog = useOnDemand(load, isOpen(props), onFailed);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
