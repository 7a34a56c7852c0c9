import { dismissActionToasts, toast } from '../../lib/toast-store';

/**
 * A step's work while the wizard shows itself busy (its buttons wait), however the work ends. An offer to retry
 * earlier work goes: this work is what the customer asked for now.
 */
export const busyWith =
  (setIsBusy: (isBusy: boolean) => void) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    dismissActionToasts();
    setIsBusy(true);
    try {
      return await work();
    } finally {
      setIsBusy(false);
    }
  };

/** The wizards' toasts: a step done, or a problem the customer can act on. */
export const toastDone = (title: string, description: string) => toast({ variant: 'success', title, description });
export const toastProblem = (title: string, description: string) =>
  toast({ variant: 'destructive', title, description });
