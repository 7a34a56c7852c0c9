import type { CleanupStack } from './cleanup-stack.js';

// Sections: each one measures something and returns tables and budget checks. Add new ones to SECTIONS in
// scripts/bench.ts.

export interface Table {
  headers: string[];
  rows: string[][];
  /** Leading columns holding text (left-aligned); the rest are numbers (right-aligned). Default 1. */
  textColumns?: number;
}

export interface Check {
  description: string;
  passed: boolean;
}

export interface SectionReport {
  tables: Table[];
  checks: Check[];
  notes: string[];
}

export interface RunningServer {
  origin: string;
}

export interface BenchContext {
  /** The built server on a temporary DATA_DIR, started on first use and shared by all sections. */
  realServer(): Promise<RunningServer>;
  cleanup: CleanupStack;
  progress(message: string): void;
}

export interface Section {
  title: string;
  run(context: BenchContext): Promise<SectionReport>;
}
