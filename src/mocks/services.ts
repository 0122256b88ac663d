/** The operation index of every service (generated/<service>/operations.ts), for the contract tests and tools. */
import { SPECS } from './server/specs';

export interface OperationInfo {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly successStatus: number;
  readonly requestMediaType: string | null;
  readonly answerMediaType: string | null;
  readonly pagedByHeaders: boolean;
}

export interface GeneratedService {
  name: string;
  operations: readonly OperationInfo[];
}

export const GENERATED_SERVICES: readonly GeneratedService[] = Object.entries(SPECS).map(([name, { index }]) => ({
  name,
  operations: index,
}));
