/**
 * The permission table's rules judge: every row of src/domain/permission-table.ts, read from the
 * table, against firestore.rules on the emulator — its allowed attempt must succeed, each of its
 * closest refused attempts must fail. Each attempt is a raw Firestore write or read shaped as the
 * client's (tests/rules/permission-table/), never the app's adapters, so a rule drifting from the
 * table fails here even where an adapter would refuse first. A responsable's rows are also tried by
 * a responsable removed since, their token still holding the claim: refused (issue 32). The domain and /api/deleteFile judge
 * the same rows (src/domain/permission-table.test.ts, api/_lib/permissions.test.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { ROW_LABELS } from '@/domain/permission-labels';
import { GRANTS, rowKey, type Action } from '@/domain/permission-table';
import { forumScenarios } from './permission-table/forum';
import { governanceScenarios } from './permission-table/governance';
import { messageScenarios } from './permission-table/messages';
import type { Attempt, Scenario } from './permission-table/scenario';
import { seanceScenarios } from './permission-table/seances';
import { APPOINTMENTS, emulator, members, useRulesEnvironment } from './rules-env';

/** Not a Firestore write: judged by api/_lib/permissions.test.ts. */
const API = 'api/_lib/permissions.test.ts';

/** Every action, a scenario or the api judge: an action added without one does not compile. */
const scenarios: Record<Action, Scenario | typeof API> = {
  ...forumScenarios,
  ...messageScenarios,
  ...governanceScenarios,
  ...seanceScenarios,
  'file.delete': API,
};

const rows = GRANTS.flatMap((grant) => {
  const scenario = scenarios[grant.action];
  return scenario === API ? [] : [{ grant, scenario }];
});

describe.skipIf(!emulator)('firestore.rules — the permission table', () => {
  const world = useRulesEnvironment();

  /** The row's case, or a failure that says where to write it. */
  function caseOf(scenario: Scenario, grant: (typeof GRANTS)[number]) {
    const found = scenario.rows[grant.who];
    if (!found) {
      throw new Error(
        `La ligne « ${rowKey(grant)} » n’a pas de cas dans tests/rules/permission-table/ : ajoutez « ${grant.who} » au scénario de « ${grant.action} ».`,
      );
    }
    return found;
  }

  async function attempt(scenario: Scenario, run: Attempt): Promise<unknown> {
    await scenario.seed?.(world);
    return run(world);
  }

  describe.each(
    rows.map(({ grant, scenario }) => [rowKey(grant), ROW_LABELS[rowKey(grant)], grant, scenario] as const),
  )('%s — %s', (_key, _label, grant, scenario) => {
    it('permis', async () => {
      await assertSucceeds(attempt(scenario, caseOf(scenario, grant).allow));
    });

    const denies = Object.keys(scenario.rows[grant.who]?.deny ?? {});
    it('a au moins un cas refusé', () => {
      if (denies.length === 0) caseOf(scenario, grant);
      if (denies.length === 0) throw new Error(`La ligne « ${rowKey(grant)} » n’a aucun cas refusé.`);
    });
    it.each(denies)('refusé : %s', async (name) => {
      await assertFails(attempt(scenario, caseOf(scenario, grant).deny[name]!));
    });

    // Issue 32: the row's own allowed attempt, by a responsable the association removed since
    // (`npm run responsable -- retirer` deleted the appointment first), with the token from before.
    if (grant.who === 'responsable') {
      it('refusé : responsable retiré, son jeton encore marqué', async () => {
        await assertFails(
          attempt(scenario, async (world) => {
            await world.unseed(`${APPOINTMENTS}/${members.responsable.uid}`);
            return caseOf(scenario, grant).allow(world);
          }),
        );
      });
    }
  });
});
