import { type Connection } from '../connection/connection.ts';
import { WireError } from '../protocol/errors.ts';
import { Frame } from '../protocol/frame.ts';
import {
  type CompletionMessage,
  type HubMessage,
  type InvocationMessage,
  MessageType,
  type StreamInvocationMessage,
} from '../protocol/messages.ts';
import { type ResolvedOptions } from '../options.ts';
import { type HubCallerContext, type HubMethod } from './hub-context.ts';
import { HubError } from './hub-error.ts';
import { UploadStream } from './upload-stream.ts';

/** Per-connection invocation state. */
export interface Session {
  context: HubCallerContext;
  /**
   * Invocations run one at a time, in order, after onConnected (ASP.NET's
   * MaximumParallelInvocationsPerClient = 1): a hub method sees the effects of the one before.
   */
  queue: Promise<void>;
  /** Server-to-client streams in progress, by invocation id; aborted by CancelInvocation. */
  streams: Map<string, AbortController>;
  uploads: Map<string, UploadStream>;
  /** Client results awaited, by the invocation id we sent. */
  results: Map<string, { resolve(value: unknown): void; reject(error: Error): void }>;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** Runs hub methods for the messages of a connection and answers them. */
export class HubDispatcher {
  constructor(
    private readonly methods: Map<string, HubMethod>,
    private readonly options: ResolvedOptions,
  ) {}

  dispatch(connection: Connection, session: Session, message: HubMessage): void {
    switch (message.type) {
      case MessageType.Invocation: {
        const args = this.withUploads(session, message);
        session.queue = session.queue
          .then(() => this.invoke(connection, session, message, args))
          .catch((error: unknown) => this.options.logger.error({ err: error }, 'signalr: invoke'));
        return;
      }
      case MessageType.StreamInvocation: {
        const args = this.withUploads(session, message);
        // Streams run beside the queue, so a long stream does not hold up every later call.
        void session.queue.then(() => this.stream(connection, session, message, args));
        return;
      }
      case MessageType.StreamItem:
        session.uploads.get(message.invocationId)?.push(message.item);
        return;
      case MessageType.Completion:
        this.complete(session, message);
        return;
      case MessageType.CancelInvocation:
        session.streams.get(message.invocationId)?.abort();
        return;
    }
  }

  /** The connection ended: stop its streams, fail what waits on it. */
  release(session: Session): void {
    for (const controller of session.streams.values()) controller.abort();
    for (const upload of session.uploads.values()) upload.complete(WireError.streamEndedEarly);
    for (const pending of session.results.values()) {
      pending.reject(new Error('The connection ended before the client returned a result.'));
    }
    session.results.clear();
  }

  private withUploads(session: Session, message: InvocationMessage | StreamInvocationMessage) {
    // Upload streams follow the JSON arguments, in `streamIds` order: the protocol has no
    // parameter types to place them by, as ASP.NET does.
    const uploads = (message.streamIds ?? []).map((id) => {
      const upload = new UploadStream();
      session.uploads.set(id, upload);
      return upload;
    });
    return [...message.arguments, ...uploads];
  }

  private complete(session: Session, message: CompletionMessage): void {
    const upload = session.uploads.get(message.invocationId);
    if (upload) {
      session.uploads.delete(message.invocationId);
      upload.complete(message.error);
      return;
    }
    const pending = session.results.get(message.invocationId);
    if (!pending) return;
    session.results.delete(message.invocationId);
    if (message.error !== undefined) pending.reject(new Error(message.error));
    else pending.resolve(message.result);
  }

  private async invoke(
    connection: Connection,
    session: Session,
    message: InvocationMessage,
    args: unknown[],
  ): Promise<void> {
    const { invocationId, target } = message;
    // `send()` carries no id and must never be answered: a stray Completion kills the client.
    const reply = (completion: Omit<CompletionMessage, 'type' | 'invocationId'>) => {
      if (invocationId !== undefined) this.reply(connection, { ...completion, invocationId });
    };
    const method = this.methods.get(target.toLowerCase());
    if (!method) {
      reply({ error: WireError.unknownMethod(target) });
      return;
    }
    try {
      const result = await method(session.context, ...args);
      if (isAsyncIterable(result)) {
        void result[Symbol.asyncIterator]().return?.();
        reply({ error: WireError.streamMethodMismatch(target) });
        return;
      }
      reply(result === undefined ? {} : { result });
    } catch (error) {
      reply({ error: this.describe(target, error) });
    }
  }

  private async stream(
    connection: Connection,
    session: Session,
    message: StreamInvocationMessage,
    args: unknown[],
  ): Promise<void> {
    const { invocationId, target } = message;
    const method = this.methods.get(target.toLowerCase());
    if (!method) {
      this.reply(connection, { invocationId, error: WireError.unknownMethod(target) });
      return;
    }
    const controller = new AbortController();
    session.streams.set(invocationId, controller);
    try {
      const result = await method(session.context, ...args);
      if (!isAsyncIterable(result)) {
        this.reply(connection, { invocationId, error: WireError.nonStreamMethodMismatch(target) });
        return;
      }
      for await (const item of result) {
        // Leaving the loop calls the iterator's return(), so a generator's `finally` runs.
        if (controller.signal.aborted || connection.state === 'closed') break;
        connection.send(Frame.of({ type: MessageType.StreamItem, invocationId, item }));
      }
      // Sent after a cancel as well; the client ignores it then.
      this.reply(connection, { invocationId });
    } catch (error) {
      this.reply(connection, { invocationId, error: this.describe(target, error) });
    } finally {
      session.streams.delete(invocationId);
    }
  }

  private reply(connection: Connection, completion: Omit<CompletionMessage, 'type'>): void {
    let frame: Frame;
    try {
      frame = Frame.of({ type: MessageType.Completion, ...completion });
    } catch (error) {
      // An unserializable result (a BigInt, a cycle) becomes an error rather than silence.
      this.options.logger.error({ err: error }, 'signalr: result could not be serialized');
      const { invocationId } = completion;
      frame = Frame.of({ type: MessageType.Completion, invocationId, error: 'Invalid result.' });
    }
    connection.send(frame);
  }

  private describe(target: string, error: unknown): string {
    if (error instanceof HubError) return WireError.hubException(target, error.message);
    this.options.logger.error({ err: error, target }, 'signalr: hub method failed');
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return this.options.detailedErrors
      ? `${WireError.invocationFailed(target)} ${detail}`
      : WireError.invocationFailed(target);
  }
}
