export interface InitialAssets {
  scripts: string[];
  styles: string[];
}

/** The module entry, its modulepreloads and the stylesheets: what the browser fetches before first render. */
export function findInitialAssets(html: string): InitialAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of findTags(html)) {
    const rel = (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const src = tag.attributes.get('src');
    const href = tag.attributes.get('href');
    if (tag.name === 'script' && tag.attributes.get('type') === 'module' && src) scripts.add(src);
    else if (tag.name === 'link' && rel.includes('modulepreload') && href) scripts.add(href);
    else if (tag.name === 'link' && rel.includes('stylesheet') && href) styles.add(href);
  }
  if (scripts.size === 0)
    throw new Error('web/dist/index.html has no <script type="module" src>; is the web app built?');
  return { scripts: [...scripts], styles: [...styles] };
}

interface HtmlTag {
  name: 'script' | 'link';
  attributes: Map<string, string>;
}

function findTags(html: string): HtmlTag[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return [...withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)].map((match) => ({
    name: (match[1] ?? '').toLowerCase() as HtmlTag['name'],
    attributes: parseAttributes(match[2] ?? ''),
  }));
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}
