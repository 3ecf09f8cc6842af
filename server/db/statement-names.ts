import type pg from 'pg';

/**
 * D362: a statement the app sends again and again is prepared once per connection. PostgreSQL parses and
 * plans an unnamed statement on every execution; under the write load of docs/performance.md that was a
 * third of its time (0.7 ms of 1.9 ms per write: the entitlement read alone planned for 0.4 ms to run for
 * 0.07). A named statement is parsed once per connection, and after five executions PostgreSQL keeps one
 * generic plan when that plan costs no more than the ones made for each execution's values (it keeps
 * planning per execution otherwise, as before).
 *
 * The rule, as the JDBC driver's prepare threshold and statement cache: a text with parameters is named once
 * this process has sent it `threshold` times, and a connection holds at most `perConnection` named
 * statements (a text beyond them runs unnamed on that connection, as before). Texts and their names are kept
 * in a map of at most `tracked` entries, the least recently sent forgotten first, so texts built on the fly
 * (a list of n placeholders) cannot grow it; a forgotten text is counted again and named anew. Statements
 * without parameters (begin, commit, `select 1`) keep pg's simple protocol. The callback form is named too
 * (pg-pool's pool.query sends through it); submittables (cursors) pass as they are.
 */
export class StatementNames {
  /** Text -> times sent, or its name once it has one. */
  private readonly texts = new Map<string, number | string>();
  private next = 0;
  private readonly prepared = new WeakMap<object, Set<string>>();

  constructor(
    private readonly threshold = 3,
    private readonly perConnection = 128,
    private readonly tracked = 2_000,
  ) {}

  /** The name `text` is sent under on `connection`, or undefined to send it unnamed. */
  nameFor(connection: object, text: string): string | undefined {
    const seen = this.texts.get(text);
    // Least recently sent first: a text sent again moves to the end, the first is forgotten when full.
    if (seen !== undefined) this.texts.delete(text);
    else if (this.texts.size >= this.tracked) this.texts.delete(this.texts.keys().next().value as string);
    let name: string;
    if (typeof seen === 'string') name = seen;
    else if ((seen ?? 0) + 1 < this.threshold) {
      this.texts.set(text, (seen ?? 0) + 1);
      return undefined;
    } else name = `rs${(this.next++).toString(36)}`;
    this.texts.set(text, name);
    let names = this.prepared.get(connection);
    if (!names) {
      names = new Set();
      this.prepared.set(connection, names);
    }
    if (names.has(name)) return name;
    if (names.size >= this.perConnection) return undefined;
    names.add(name);
    return name;
  }

  /** Sends `client`'s repeated statements named (once per client). */
  use(client: pg.PoolClient) {
    if (this.prepared.has(client)) return;
    this.prepared.set(client, new Set());
    const send = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const config = args[0] as
        | { text?: unknown; name?: unknown; values?: unknown; submit?: unknown }
        | string
        | null
        | undefined;
      if (config && typeof config === 'object' && typeof config.submit !== 'function' && !config.name) {
        const values = Array.isArray(args[1]) ? args[1] : config.values;
        if (typeof config.text === 'string' && Array.isArray(values) && values.length > 0) {
          const name = this.nameFor(client, config.text);
          if (name) args[0] = { ...config, name };
        }
      }
      return send(...args);
    }) as typeof client.query;
  }
}
