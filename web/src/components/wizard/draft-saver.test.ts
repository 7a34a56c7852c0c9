import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { draftSaver } from './draft-saver';

type Sent = { draft: { typed: string }; keepalive: boolean };

describe('the draft saver', () => {
  let page: EventTarget & { visibilityState?: string };
  beforeEach(() => {
    vi.useFakeTimers();
    page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function started(send = vi.fn(async (_draft: { typed: string }, _options: { keepalive: boolean }) => undefined)) {
    const saver = draftSaver(send, { typed: '' }, 500);
    const detach = saver.attach();
    const sent = (): Sent[] => send.mock.calls.map(([draft, { keepalive }]) => ({ draft, keepalive }));
    return { saver, detach, send, sent };
  }

  test('sends the latest draft once per interval while typing, and nothing that did not change', async () => {
    const { saver, sent } = started();
    saver.schedule({ typed: '' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toEqual([]);
    saver.schedule({ typed: 'T' });
    saver.schedule({ typed: 'Th' });
    await vi.advanceTimersByTimeAsync(499);
    saver.schedule({ typed: 'Tha' });
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual([{ draft: { typed: 'Tha' }, keepalive: false }]);
    saver.schedule({ typed: 'Tha' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toHaveLength(1);
  });

  test('what waits when the page is left (a reload) goes out at once, with keepalive', async () => {
    const { saver, sent } = started();
    saver.schedule({ typed: 'Thandi' });
    page.dispatchEvent(new Event('pagehide'));
    expect(sent()).toEqual([{ draft: { typed: 'Thandi' }, keepalive: true }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toHaveLength(1);
  });

  test('a save that fails only loses the draft, and the next change is saved again', async () => {
    const send = vi.fn(async () => {
      throw new Error('refused');
    });
    const { saver } = started(send);
    saver.schedule({ typed: 'A' });
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule({ typed: 'AB' });
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenCalledTimes(2);
  });

  test('settling drops what waits and waits for the save under way; a wizard gone sends what waits, then nothing', async () => {
    let finish = () => {};
    const send = vi.fn(
      (_draft: { typed: string }, _options: { keepalive: boolean }) =>
        new Promise<undefined>((resolve) => {
          finish = () => resolve(undefined);
        }),
    );
    const { saver, detach, sent } = started(send);
    saver.schedule({ typed: 'A' });
    await vi.advanceTimersByTimeAsync(500);
    saver.schedule({ typed: 'AB' });
    let isSettled = false;
    void saver.settle().then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(isSettled).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(isSettled).toBe(true);
    expect(sent().map((s) => s.draft.typed)).toEqual(['A']);

    saver.schedule({ typed: 'ABC' });
    detach();
    saver.schedule({ typed: 'ABCD' });
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(1000);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent().map((s) => s.draft.typed)).toEqual(['A', 'ABC']);
  });
});
