import { useEffect } from 'react';

/** Names the browser tab "{title} - {product}" while the screen is shown, and gives the previous name back after. */
export function usePageTitle(title: string, product: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} - ${product}`;
    return () => {
      document.title = previous;
    };
  }, [title, product]);
}
