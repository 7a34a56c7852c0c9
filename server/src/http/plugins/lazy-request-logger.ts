import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Write = (...args: unknown[]) => void;

/**
 * A request's logger that becomes the real child logger (with the request id) at its first line. Most requests write
 * none (one line only for server errors and slow requests), and making a pino child for every one of them was a
 * measurable share of serving the smallest answers (issue 12).
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level() {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]) {
    (this.#logger().fatal as Write)(...args);
  }

  error(...args: unknown[]) {
    (this.#logger().error as Write)(...args);
  }

  warn(...args: unknown[]) {
    (this.#logger().warn as Write)(...args);
  }

  info(...args: unknown[]) {
    (this.#logger().info as Write)(...args);
  }

  debug(...args: unknown[]) {
    (this.#logger().debug as Write)(...args);
  }

  trace(...args: unknown[]) {
    (this.#logger().trace as Write)(...args);
  }

  silent(...args: unknown[]) {
    (this.#logger().silent as Write)(...args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}
