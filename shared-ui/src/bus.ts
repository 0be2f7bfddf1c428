import {
  CROSS_TAB_EVENTS,
  EVENT_SCHEMAS,
  type EventBus,
  type EventHandler,
  type EventMap,
  type EventName,
} from '@portal/shared-contracts/core';

export interface EventBusOptions {
  /** BroadcastChannel name for cross-tab events; null disables mirroring. */
  readonly channelName?: string | null;
  readonly logger?: Pick<Console, 'error'>;
}

type AnyHandler = (payload: unknown) => void;
interface Envelope {
  readonly name: EventName;
  readonly payload: unknown;
}

/**
 * Creates the portal's typed event bus. Payloads are validated against the event's
 * zod schema before delivery; session events are mirrored to the portal's other
 * tabs through BroadcastChannel and re-validated on arrival.
 */
export function createEventBus(options: EventBusOptions = {}): EventBus & { close(): void } {
  const logger = options.logger ?? console;
  const handlers = new Map<EventName, Set<AnyHandler>>();
  const channelName = options.channelName === undefined ? 'portal-events' : options.channelName;
  const channel =
    channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(channelName) : null;

  const deliver = (name: EventName, payload: unknown): void => {
    for (const handler of handlers.get(name) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        logger.error(`[bus] a handler of "${name}" threw`, error);
      }
    }
  };

  const validate = (name: EventName, payload: unknown): boolean => {
    const schema = EVENT_SCHEMAS[name];
    if (!schema) {
      logger.error(`[bus] refused unknown event "${String(name)}"`);
      return false;
    }
    const result = schema.safeParse(payload);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
      logger.error(`[bus] refused "${name}": ${issues}`);
      return false;
    }
    return true;
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<Envelope>) => {
      const { name, payload } = event.data ?? ({} as Envelope);
      if (CROSS_TAB_EVENTS.includes(name) && validate(name, payload)) deliver(name, payload);
    };
  }

  return {
    publish<K extends EventName>(name: K, payload: EventMap[K]): boolean {
      if (!validate(name, payload)) return false;
      deliver(name, payload);
      if (channel && CROSS_TAB_EVENTS.includes(name)) channel.postMessage({ name, payload } satisfies Envelope);
      return true;
    },
    subscribe<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
      const set = handlers.get(name) ?? new Set<AnyHandler>();
      set.add(handler as AnyHandler);
      handlers.set(name, set);
      return () => set.delete(handler as AnyHandler);
    },
    close(): void {
      channel?.close();
      handlers.clear();
    },
  };
}
