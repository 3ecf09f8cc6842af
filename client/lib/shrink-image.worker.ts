import imageCompression, { type Options } from 'browser-image-compression';

/** The worker of shrink-image.ts: compresses one file and reports its progress. */
self.onmessage = async (event: MessageEvent<{ file: File; options: Options }>) => {
  const { file, options } = event.data;
  try {
    const result = await imageCompression(file, {
      ...options,
      // Already in a worker: the library's own worker would load its script from a CDN.
      useWebWorker: false,
      onProgress: (progress) => self.postMessage({ progress }),
    });
    self.postMessage({ file: result });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
