// What the pupils' panel (class.js) and the teacher's board (class-board.js) share: following the
// class server's event stream. Server-sent events read with fetch (so that the key goes in a
// header, never in the address), each event handed on as { event, data } ("message" when it has
// no name), and the stream asked for again by itself after a break: after 0.5 s, doubling up to
// 5 s. Loaded, before either script, only by the pages the class server makes.
(() => {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  function parse(chunk) {
    let event = "message";
    let data = "";
    for (const line of chunk.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data += line.slice(5).trim();
    }
    return { event, data };
  }

  // open(): the stream's fetch (a Promise of a Response); ok(): it answers; each({ event, data });
  // away(): it broke, asked again soon; gone(): the server no longer knows the key (401);
  // going(): false stops following. An aborted fetch stops it too.
  async function follow({ open, ok = () => {}, each, away = () => {}, gone = () => {}, going = () => true }) {
    let wait = 500;
    while (going()) {
      try {
        const response = await open();
        if (response.status === 401) { gone(); return; }
        if (!response.ok || !response.body) throw new Error(String(response.status));
        ok();
        wait = 500;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let at;
          while ((at = buffer.indexOf("\n\n")) >= 0) {
            each(parse(buffer.slice(0, at)));
            buffer = buffer.slice(at + 2);
          }
        }
      } catch (error) {
        if (error && error.name === "AbortError") return;
      }
      if (!going()) return;
      away();
      await sleep(wait);
      wait = Math.min(wait * 2, 5000);
    }
  }

  window.scopaClassEvents = { follow };
})();
