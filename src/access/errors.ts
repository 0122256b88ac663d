/**
 * Errors a guard or a screen throws for the route error screen to show (part 1 §2.4): 403,
 * feature disabled (kill flag, NS-23), feature deprecated and 404.
 */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(readonly requirement?: string) {
    super(requirement ? `Unauthorized: requires ${requirement}` : 'Unauthorized');
  }
}

export class FeatureDisabledError extends Error {
  override readonly name = 'FeatureDisabledError';
  constructor(readonly flag: string) {
    super(`Feature disabled (${flag})`);
  }
}

export class FeatureDeprecatedError extends Error {
  override readonly name = 'FeatureDeprecatedError';
  constructor(readonly feature: string) {
    super(`Feature is deprecated (${feature})`);
  }
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  constructor(what = 'Page') {
    super(`${what} not found`);
  }
}
