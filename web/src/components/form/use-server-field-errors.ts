import type { FieldErrors } from '@protea/shared/api-error';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fieldErrorOf } from '../../lib/field-errors';

/**
 * The server's field errors on a form whose fields are not react-hook-form's (a decision's few inputs): each field
 * shows its message by its name in the body (nested names too), the first one marked gets the focus, and a field
 * loses its message once changed. Put `containerRef` on an element around the fields.
 */
export function useServerFieldErrors<E extends HTMLElement = HTMLDivElement>() {
  const [fields, setFields] = useState<FieldErrors>({});
  const [shownAt, setShownAt] = useState(0);
  const containerRef = useRef<E>(null);
  useEffect(() => {
    if (shownAt === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownAt]);
  return {
    containerRef,
    errorOf: (name: string) => fieldErrorOf(fields, name),
    /** Keeps a refused call's field errors; whether it named any field. */
    show: useCallback((error: unknown) => {
      const named = error instanceof ApiError ? (error.fields ?? {}) : {};
      setFields(named);
      setShownAt((count) => count + 1);
      return Object.keys(named).length > 0;
    }, []),
    clear: useCallback(
      (name: string) =>
        setFields((now) =>
          Object.fromEntries(Object.entries(now).filter(([path]) => path !== name && !path.startsWith(`${name}.`))),
        ),
      [],
    ),
  };
}
