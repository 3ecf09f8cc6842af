/**
 * Which button started a write (D234): the one home of the link between a click and the writes it starts,
 * apart from the API client so that every Button (components/ui/button.tsx) does not carry the client.
 */
type WriteWatcher = (write: Promise<unknown>) => void;
let writeWatcher: WriteWatcher | null = null;

/**
 * Until the current task ends, every write that starts is reported to `watch`: the button whose click
 * started it stays disabled until the write is answered (components/ui/button.tsx, D234). Writes started
 * from a click's handler, a form's submit and its validation all start in the click's task.
 */
export function watchWritesOfThisTask(watch: WriteWatcher): void {
  writeWatcher = watch;
  setTimeout(() => {
    if (writeWatcher === watch) writeWatcher = null;
  }, 0);
}

/** Tells the button whose click started this write (if any) that it is running. */
export function reportWrite<T>(write: Promise<T>): Promise<T> {
  writeWatcher?.(write);
  return write;
}
