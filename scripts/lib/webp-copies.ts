import fs from 'node:fs';
import type { Browser } from 'playwright-core';

/** Widths written beside a screenshot: the phone layout's and the desktop's. */
export const webpWidths = [720, 1440] as const;
const quality = 0.8;

/**
 * Writes `<name>-<width>.webp` for each width beside the PNG, encoded by the browser's canvas
 * (Debian's chromium; no image tool needed), so the landing page can offer WebP in a srcset.
 */
export async function writeWebpCopies(browser: Browser, pngPath: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    const dataUrl = `data:image/png;base64,${fs.readFileSync(pngPath).toString('base64')}`;
    const written: string[] = [];
    for (const width of webpWidths) {
      const webp = await page.evaluate(
        async ({ src, width, quality }) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((img.naturalHeight * width) / img.naturalWidth);
          const context = canvas.getContext('2d')!;
          context.imageSmoothingQuality = 'high';
          context.drawImage(img, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { src: dataUrl, width, quality },
      );
      const target = pngPath.replace(/\.png$/, `-${width}.webp`);
      fs.writeFileSync(target, Buffer.from(webp.split(',')[1]!, 'base64'));
      written.push(target);
    }
    return written;
  } finally {
    await page.close();
  }
}
