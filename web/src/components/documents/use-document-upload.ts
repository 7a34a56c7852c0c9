import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

export interface UploadControl {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

interface Options<D> {
  /** Sends the file; sending to a slot that holds one replaces it on the server. */
  upload: (file: File, control: UploadControl) => Promise<D>;
  remove: (document: D) => Promise<unknown>;
}

/** One slot's upload with its progress, cancel (also when the slot goes away) and removal. */
export function useDocumentUpload<D>({ upload, remove }: Options<D>) {
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const removal = useMutation({ mutationFn: remove });
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File) => {
    const current = new AbortController();
    controller.current = current;
    setProgress({ name: file.name, fraction: 0 });
    try {
      return await upload(file, {
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        signal: current.signal,
      });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return {
    progress,
    upload: start,
    cancel: () => controller.current?.abort(),
    remove: removal.mutateAsync,
    isRemoving: removal.isPending,
  };
}
