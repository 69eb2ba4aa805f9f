/**
 * Who may act on an approval step (issue 13 out-of-office delegation): the users the step awaits, and
 * the delegates of those users while their delegation runs. Pure: the server's queue, actions and
 * notices ask it; nobody acts on a chain they requested, submitted or edited, by delegation either.
 */

/** An active user who could approve: id, role, department. */
export type StepHolder = { id: string; roleId: string; department: string };

/** A user who delegated to the acting user, with their name (shown "on behalf of <name>"). */
export type Delegator = StepHolder & { name: string };

/** The part of a step that says whom it awaits. */
export type StepAssignee = {
  roleId: string;
  approverDepartment: string | null;
  approverUserId?: string | null;
};

/**
 * Whether a holder could act on a step of a chain: the step's role, in the step's department when it
 * has one, the named user when the step names one — never one of the chain's conflicted users.
 */
export const holdsStep = (h: StepHolder, step: StepAssignee, conflicted: readonly string[]): boolean =>
  h.roleId === step.roleId &&
  !conflicted.includes(h.id) &&
  (!step.approverUserId || h.id === step.approverUserId) &&
  (step.approverDepartment === null || h.department === step.approverDepartment);

export type MayAct = { may: false } | { may: true; onBehalfOf: Delegator | null };

/**
 * Whether `user` may act on the step, and for whom: themself when the step awaits them, else the first
 * of their active delegators (`delegators`: only delegations running today) the step awaits. The
 * acting user is never a conflicted user of the chain (own request or edit), whoever they stand in for.
 */
export function whoMayAct(
  user: StepHolder,
  delegators: readonly Delegator[],
  step: StepAssignee,
  conflicted: readonly string[],
): MayAct {
  if (conflicted.includes(user.id)) return { may: false };
  if (holdsStep(user, step, conflicted)) return { may: true, onBehalfOf: null };
  const stoodInFor = delegators.find((d) => d.id !== user.id && holdsStep(d, step, conflicted));
  return stoodInFor ? { may: true, onBehalfOf: stoodInFor } : { may: false };
}

/** One delegation edge: `userId` delegates to `delegateId` over `startsOn..endsOn` (inclusive dates). */
export type DelegationEdge = { userId: string; delegateId: string; startsOn: string; endsOn: string };

const overlaps = (a: { startsOn: string; endsOn: string }, b: { startsOn: string; endsOn: string }) =>
  a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;

/**
 * Whether adding `proposed` would close a loop: following delegations onward from the delegate, each
 * overlapping the period still in common, leads back to the delegating user.
 */
export function closesLoop(proposed: DelegationEdge, existing: readonly DelegationEdge[]): boolean {
  const byUser = new Map(existing.filter((e) => e.userId !== proposed.userId).map((e) => [e.userId, e]));
  let period = { startsOn: proposed.startsOn, endsOn: proposed.endsOn };
  let at = proposed.delegateId;
  const seen = new Set<string>([proposed.userId]);
  while (!seen.has(at)) {
    seen.add(at);
    const next = byUser.get(at);
    if (!next || !overlaps(period, next)) return false;
    period = {
      startsOn: next.startsOn > period.startsOn ? next.startsOn : period.startsOn,
      endsOn: next.endsOn < period.endsOn ? next.endsOn : period.endsOn,
    };
    at = next.delegateId;
  }
  return at === proposed.userId;
}
