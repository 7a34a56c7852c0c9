import type { CaseRef } from '@protea/shared/schemas/assistant';
import { createContext, useContext } from 'react';

/** Opens a request an analysis names in its review dialog, on top of the assistant. */
export const OpenCaseContext = createContext<(target: CaseRef) => void>(() => {});

export const useOpenCase = () => useContext(OpenCaseContext);

export const isTermination = (target: Pick<CaseRef, 'kind'>) => target.kind.endsWith('_termination');
