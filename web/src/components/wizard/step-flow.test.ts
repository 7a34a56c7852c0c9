import { describe, expect, test } from 'vitest';
import { defineStepFlow, EXIT, nextStep, previousStep, stepPosition } from './step-flow';

// The termination wizard's flow (spec 1 section 2): Back from the first step leaves the wizard.
const sut = defineStepFlow({
  order: ['personal-details', 'property-info', 'document-upload', 'deposit-declaration', 'confirmation'],
  progress: {
    'personal-details': 20,
    'property-info': 40,
    'document-upload': 60,
    'deposit-declaration': 80,
    confirmation: 100,
  },
  back: {
    'personal-details': EXIT,
    'property-info': 'personal-details',
    'document-upload': 'property-info',
    'deposit-declaration': 'document-upload',
  },
});

describe('a wizard step flow', () => {
  test('numbers the steps from 1 in their order', () => {
    expect(stepPosition(sut, 'personal-details')).toBe(1);
    expect(stepPosition(sut, 'confirmation')).toBe(5);
  });

  test('Back leads to the step the flow names, out of the wizard from the first, nowhere from the confirmation', () => {
    expect(previousStep(sut, 'document-upload')).toBe('property-info');
    expect(previousStep(sut, 'personal-details')).toBe(EXIT);
    expect(previousStep(sut, 'confirmation')).toBeNull();
  });

  test('the next step follows the order and ends after the last', () => {
    expect(nextStep(sut, 'property-info')).toBe('document-upload');
    expect(nextStep(sut, 'confirmation')).toBeNull();
  });
});
