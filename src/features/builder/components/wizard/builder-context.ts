/**
 * What the builder's frame (`BuilderLayout`) knows about the campaign it builds, for the step pages
 * below it (the ad-group form, the import): the campaign, whether the builder is read-only (the
 * campaign's read-only reasons, or inside a plan) and the builder's base path.
 */
import { createContext, useContext } from 'react';
import type { Campaign } from '@generated/campaign-build/model';

export interface BuilderScope {
  campaign: Campaign;
  /** Part 2 §2, §4: inside a plan, or one of the campaign's read-only reasons (WIZ-022…027). */
  readOnly: boolean;
  /** The campaign's builder path: `…/campaign/{id}` or `…/plan/{planId}/specification/{id}`. */
  basePath: string;
  inPlan: boolean;
}

export const BuilderScopeContext = createContext<BuilderScope | undefined>(undefined);

/** The builder scope of the current step; undefined outside the builder frame or while the campaign loads. */
export function useBuilderScope(): BuilderScope | undefined {
  return useContext(BuilderScopeContext);
}
