// pyrules: reads the quick start's snapshot out of the cache on a thread of its own. On the page's
// thread the read waits behind every script the page starts with; here it goes at the disk's pace,
// and its bytes are handed over to the page without a copy.
onmessage = async (event) => {
  const { cache: name, at } = event.data;
  try {
    const response = await (await caches.open(name)).match(at);
    if (!response) {
      postMessage(null);
      return;
    }
    const bytes = await response.arrayBuffer();
    postMessage({ bytes: bytes, length: response.headers.get("X-Length") }, [bytes]);
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
