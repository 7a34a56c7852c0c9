/** Back from the first step may leave the wizard (the termination wizard goes home, spec 1 section 2). */
export const EXIT = 'exit';

/** A wizard's steps: their order, the spec's progress for each, and where Back leads. */
export interface StepFlow<S extends string> {
  order: readonly S[];
  /** 0 to 100 per step, as the spec gives them (16.67, 33.33, ...). */
  progress: Record<S, number>;
  /** Where Back leads from a step: an earlier step, or EXIT; a step without an entry has no Back. */
  back: Partial<Record<S, S | typeof EXIT>>;
}

export const defineStepFlow = <const S extends string>(flow: StepFlow<S>): StepFlow<S> => flow;

/** 1-based place of a step in the wizard ("Step 2 of 6"). */
export const stepPosition = <S extends string>(flow: StepFlow<S>, step: S) => flow.order.indexOf(step) + 1;

/** Where Back leads from a step; null when the step has no Back. */
export const previousStep = <S extends string>(flow: StepFlow<S>, step: S): S | typeof EXIT | null =>
  flow.back[step] ?? null;

/** The step after this one in the wizard's order; null after the last. */
export const nextStep = <S extends string>(flow: StepFlow<S>, step: S): S | null =>
  flow.order[flow.order.indexOf(step) + 1] ?? null;
