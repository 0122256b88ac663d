import { describe, expect, it } from 'vitest';
import { linesDecide, mayCreateCampaign, type CreateCampaignInput } from './create-rules';

const writer: CreateCampaignInput = {
  canWrite: true,
  isInternal: false,
  plannerOn: true,
  buildKilled: false,
  hasLines: true,
};

describe('NS-07a who is offered "Create campaign"', () => {
  it('NS-07a an external writer in an account with a line may create, planner or not', () => {
    expect(mayCreateCampaign(writer)).toBe(true);
    expect(mayCreateCampaign({ ...writer, plannerOn: false })).toBe(true);
  });

  it('NS-07a no write, no line or the builder killed: no entry', () => {
    expect(mayCreateCampaign({ ...writer, canWrite: false })).toBe(false);
    expect(mayCreateCampaign({ ...writer, hasLines: false })).toBe(false);
    expect(mayCreateCampaign({ ...writer, buildKilled: true })).toBe(false);
  });

  it('NS-07a SHELL-038 an internal writer creates campaigns directly only while the planner is off', () => {
    expect(mayCreateCampaign({ ...writer, isInternal: true })).toBe(false);
    expect(mayCreateCampaign({ ...writer, isInternal: true, plannerOn: false })).toBe(true);
  });

  it('NS-07a the lines are asked for only when they decide', () => {
    expect(linesDecide(writer)).toBe(true);
    expect(linesDecide({ ...writer, canWrite: false })).toBe(false);
    expect(linesDecide({ ...writer, isInternal: true })).toBe(false);
  });
});
