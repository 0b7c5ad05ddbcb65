const encoder = new TextEncoder();

/** An event-stream answer for a mocked fetch, whose body the test writes frame by frame and can drop. */
export function streamAnswer() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.error(new Error('connection reset')),
  };
}
