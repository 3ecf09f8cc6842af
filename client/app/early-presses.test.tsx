import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses, replayEarlyPress, stopHoldingPresses } from './early-presses.ts';

/** D338: the last press on a button before the page is live is pressed again once it is. */
function button(type: 'button' | 'submit', onEvent: (type: string) => void) {
  const element = document.createElement('button');
  element.type = type;
  element.innerHTML = '<span>Game by Game</span>';
  for (const kind of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    element.addEventListener(kind, () => onEvent(kind));
  }
  document.body.append(element);
  return element;
}

async function nextTask() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('early presses', () => {
  afterEach(() => {
    stopHoldingPresses();
    document.body.innerHTML = '';
  });

  it('presses the last held button again once the page is live, as a pointer does', async () => {
    const first = vi.fn();
    const last: string[] = [];
    holdEarlyPresses();
    button('button', first).querySelector('span')!.click();
    button('button', (kind) => last.push(kind))
      .querySelector('span')!
      .click();
    last.length = 0;
    first.mockClear();
    replayEarlyPress();
    expect(last).toEqual([]);
    await nextTask();
    expect(last).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
    expect(first).not.toHaveBeenCalled();
  });

  it('holds nothing once React has the page, and leaves submit buttons and links alone', async () => {
    const events: string[] = [];
    holdEarlyPresses();
    button('submit', (kind) => events.push(`submit:${kind}`)).click();
    const link = document.createElement('a');
    link.href = '#games';
    document.body.append(link);
    link.click();
    stopHoldingPresses();
    button('button', (kind) => events.push(`late:${kind}`)).click();
    events.length = 0;
    replayEarlyPress();
    await nextTask();
    expect(events).toEqual([]);
  });

  it('does not press a held button the page no longer shows, or one now disabled', async () => {
    const events: string[] = [];
    holdEarlyPresses();
    const gone = button('button', (kind) => events.push(kind));
    gone.click();
    gone.remove();
    events.length = 0;
    replayEarlyPress();
    await nextTask();
    holdEarlyPresses();
    const disabled = button('button', (kind) => events.push(kind));
    disabled.click();
    disabled.disabled = true;
    events.length = 0;
    replayEarlyPress();
    await nextTask();
    expect(events).toEqual([]);
  });
});
