import { onTestFinished } from 'vitest';

/**
 * Every address the page holds that reaches a video provider: attributes that load or link something
 * (src, srcset, href, poster, data, action), in the document and its portals. Text naming a provider
 * ("Plays from youtube.com") is not an address.
 */
const PROVIDER = /youtube|youtu\.be|ytimg|googlevideo|vimeo/i;
const URL_ATTRIBUTES = ['src', 'srcset', 'href', 'poster', 'data', 'action', 'style', 'background'];

export function providerAddresses(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && PROVIDER.test(value)) found.push(`<${element.tagName.toLowerCase()} ${name}="${value}">`);
    }
  }
  return found;
}

/**
 * The frames the page tried to load. happy-dom loads no frame page (iframe page loading is off): it
 * answers each attempt with an error event on the iframe, which is as close to "the request left" as a
 * DOM test gets. Call before rendering, inside a test (the listener ends with it).
 */
export function watchFrameLoads(): () => string[] {
  const attempts: string[] = [];
  const record = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLIFrameElement) attempts.push(target.src);
  };
  const listening = new AbortController();
  document.addEventListener('error', record, { capture: true, signal: listening.signal });
  document.addEventListener('load', record, { capture: true, signal: listening.signal });
  onTestFinished(() => listening.abort());
  return () => [...attempts];
}

/** The text of what an element's aria-describedby names (its accessible description). */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
