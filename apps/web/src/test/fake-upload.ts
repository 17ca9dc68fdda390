/** Stands in for XMLHttpRequest (lib/upload.ts): the test decides when the upload progresses and ends. */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  /** Header names in lower case. */
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';

  static get last(): FakeUploadRequest | undefined {
    return FakeUploadRequest.sent.at(-1);
  }

  /** The path and query, as the tests name them (the client sends the page's origin too). */
  open(method: string, url: string) {
    this.method = method;
    const { pathname, search } = new URL(url, window.location.origin);
    this.url = `${pathname}${search}`;
  }

  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  progress(loaded: number, total = 100) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}
