// The environment's XMLHttpRequest, put back after each test that installed a fake.
const environmentXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = environmentXhr;
});

type ProgressInit = { loaded?: number; total?: number; lengthComputable?: boolean };
type Listener = (event: ProgressInit) => void;

/** Something whose listeners a test fires: the request, or its `upload`. */
class Target {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((l) => l !== listener));
  }
  fire(type: string, event: ProgressInit = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

/** One XMLHttpRequest the code under test made, held until the test answers it. */
export interface FakeXhrRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** What `send` got (the file). */
  readonly body: unknown;
  /** True once the code under test called `abort()`. */
  readonly aborted: boolean;
  /** True once answered, failed or aborted. */
  readonly settled: boolean;
  /** Reports `loaded` of `total` bytes sent (`lengthComputable` false: a browser that cannot tell). */
  progress(loaded: number, total: number, lengthComputable?: boolean): void;
  /** Answers `status` with `body` as the response text. */
  answer(status: number, body?: string): void;
  /** Ends without an answer, as the browser does for a network failure or a timeout. */
  fail(type?: 'error' | 'timeout' | 'abort'): void;
}

export interface FakeXhr {
  readonly requests: FakeXhrRequest[];
  /** The constructor, to pass where an XMLHttpRequest is injected. */
  readonly XMLHttpRequest: typeof XMLHttpRequest;
  /** The last request made; fails the test when there is none. */
  last(): FakeXhrRequest;
}

/**
 * A fake XMLHttpRequest (jest only) for the uploads (shared-ui's uploadFile): every
 * request waits for the test to report progress, answer or fail it. Installed as the
 * global XMLHttpRequest until the end of the test unless `install` is false.
 */
export function fakeXhr({ install = true }: { install?: boolean } = {}): FakeXhr {
  const requests: FakeXhrRequest[] = [];

  class Request extends Target implements FakeXhrRequest {
    readonly upload = new Target();
    method = '';
    url = '';
    headers: Record<string, string> = {};
    body: unknown = undefined;
    aborted = false;
    settled = false;
    status = 0;
    responseText = '';
    constructor() {
      super();
      requests.push(this);
    }
    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }
    send(body: unknown): void {
      this.body = body;
    }
    abort(): void {
      if (this.settled) return;
      this.aborted = true;
      this.fail('abort');
    }
    progress(loaded: number, total: number, lengthComputable = true): void {
      if (!this.settled) this.upload.fire('progress', { loaded, total, lengthComputable });
    }
    answer(status: number, body = ''): void {
      if (this.settled) return;
      this.settled = true;
      this.status = status;
      this.responseText = body;
      this.fire('load');
    }
    fail(type: 'error' | 'timeout' | 'abort' = 'error'): void {
      if (this.settled) return;
      this.settled = true;
      this.fire(type);
    }
  }

  const constructor = Request as unknown as typeof XMLHttpRequest;
  if (install) globalThis.XMLHttpRequest = constructor;
  return {
    requests,
    XMLHttpRequest: constructor,
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no XMLHttpRequest was made');
      return request;
    },
  };
}
