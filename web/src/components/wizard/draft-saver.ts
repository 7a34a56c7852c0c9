/** Sends a draft; `keepalive` while the page goes away (a reload, another page), so the request outlives it. */
export type SendDraft<T> = (draft: T, options: { keepalive: boolean }) => Promise<unknown>;

export interface DraftSaver<T> {
  /** Keeps this draft: sent soon, at most once per interval while typing, and at once when the page goes away. */
  schedule: (draft: T) => void;
  /** Before the record itself is created: what is waiting is dropped, and a save under way is waited for. */
  settle: () => Promise<void>;
  /**
   * While the wizard is shown: listens for the page going away. The function returned is for when the wizard has
   * gone (another page of the app): what is waiting is sent now, and nothing after.
   */
  attach: () => () => void;
}

/**
 * What a wizard keeps on the server while it is typed (ADR 032): one save at a time, in order, the latest draft only
 * and only when it changed (a visit that types nothing saves nothing), and what is still waiting when the page is
 * hidden or left goes out with keepalive. A save that fails only loses the draft, never the form.
 */
export function draftSaver<T>(send: SendDraft<T>, initial: T, intervalMs = 500): DraftSaver<T> {
  let kept = JSON.stringify(initial);
  let waiting: T | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let underWay: Promise<unknown> = Promise.resolve();
  let isClosed = false;

  const take = () => {
    const draft = waiting;
    waiting = undefined;
    clearTimeout(timer);
    timer = undefined;
    return draft;
  };
  const sendWaiting = () => {
    const draft = take();
    if (draft === undefined) return;
    underWay = underWay.then(() => send(draft, { keepalive: false }).catch(() => undefined));
  };
  const leaving = () => {
    const draft = take();
    if (draft !== undefined) void send(draft, { keepalive: true }).catch(() => undefined);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') leaving();
  };

  return {
    schedule: (draft) => {
      const text = JSON.stringify(draft);
      if (isClosed || text === kept) return;
      kept = text;
      waiting = draft;
      timer ??= setTimeout(sendWaiting, intervalMs);
    },
    settle: async () => {
      take();
      await underWay;
    },
    attach: () => {
      isClosed = false;
      window.addEventListener('pagehide', leaving);
      document.addEventListener('visibilitychange', onHidden);
      return () => {
        sendWaiting();
        isClosed = true;
        window.removeEventListener('pagehide', leaving);
        document.removeEventListener('visibilitychange', onHidden);
      };
    },
  };
}
