interface Outcome<T> {
  onSuccess: (data: T) => void;
  onError: (error: unknown) => void;
}

/**
 * Waits for a mutation (mutateAsync) and reports how it went. Unlike mutate's own callbacks these run
 * even when the button that started it is gone by then, as when an approved application leaves the list.
 */
export async function settle<T>(promise: Promise<T>, { onSuccess, onError }: Outcome<T>) {
  let data: T;
  try {
    data = await promise;
  } catch (error) {
    onError(error);
    return;
  }
  onSuccess(data);
}
