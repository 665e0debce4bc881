import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@/domain/entities';
import { linkId, PARENTS_MAX, type FamilyLink } from '@/domain/families';
import { memberProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import type { Acting } from './acting';
import { familyUseCases, type FamilyStore } from './families';

const child = memberProfile('eleve', 'uid-awa');
const parents = ['uid-marie', 'uid-paul', 'uid-claire'].map((uid) => memberProfile('parent', uid));

let links: Map<string, FamilyLink>;
let family: string[];
let authorised: string[];
const store: FamilyStore = {
  subscribeLinks: () => () => undefined,
  subscribeChild: () => () => undefined,
  pupilOf: async () => null,
  codeOf: async () => null,
  saveCode: async () => undefined,
  ownerOf: async () => null,
  getLink: async (id) => links.get(id) ?? null,
  insertLink: async () => undefined,
  async confirmLink(link, check) {
    check(family);
    links.set(link.id, { ...link, confirmed: true });
    family = [...family, link.parentId];
  },
  async authorise(childId, parentId) {
    authorised.push(`${parentId} → ${childId}`);
  },
  async deleteLink(link) {
    links.delete(link.id);
    family = family.filter((parent) => parent !== link.parentId);
  },
};
let viewer: UserProfile | null;
const acting: Acting = { viewer: async () => viewer, emailConfirmed: async () => true };
const as = (who: UserProfile) => {
  viewer = who;
  return familyUseCases(store, acting, () => Object.assign(() => undefined, { more: () => undefined }));
};

beforeEach(() => {
  family = [];
  authorised = [];
  links = new Map(
    parents.map((parent) => {
      const id = linkId(parent.id, child.id);
      return [
        id,
        {
          id,
          parentId: parent.id,
          parentName: 'Parent',
          childId: child.id,
          childName: 'Awa Ngono',
          requestedBy: 'parent',
          confirmed: false,
          date: new Date(),
        },
      ];
    }),
  );
});

describe('a child’s parents', () => {
  it(`confirms at most ${PARENTS_MAX} parents; a third is told family/full, and fits once one leaves`, async () => {
    await as(child).confirm(linkId(parents[0]!.id, child.id));
    await as(child).confirm(linkId(parents[1]!.id, child.id));
    expect(await refusal(as(child).confirm(linkId(parents[2]!.id, child.id)))).toBe('family/full');
    await as(parents[0]!).remove(linkId(parents[0]!.id, child.id));
    await as(child).confirm(linkId(parents[2]!.id, child.id));
    expect(family).toEqual([parents[1]!.id, parents[2]!.id]);
  });

  it('says not-found to a member the link does not name, without reading it', async () => {
    expect(await refusal(as(parents[1]!).remove(linkId(parents[0]!.id, child.id)))).toBe('not-found');
  });
});

describe('a young pupil’s authorisation', () => {
  it('is given by a confirmed parent only: not one who merely asked, not the child, not a tutor', async () => {
    const link = linkId(parents[0]!.id, child.id);
    expect(await refusal(as(parents[0]!).authorise(child.id))).toBe('permission-denied');
    await as(child).confirm(link);
    expect(await refusal(as(child).authorise(child.id))).toBe('permission-denied');
    expect(await refusal(as(memberProfile('encadreur', 'uid-paul-e')).authorise(child.id))).toBe('permission-denied');
    await as(parents[0]!).authorise(child.id);
    expect(authorised).toEqual([`${parents[0]!.id} → ${child.id}`]);
  });

  it('is not given by a suspended parent', async () => {
    await as(child).confirm(linkId(parents[0]!.id, child.id));
    expect(await refusal(as({ ...parents[0]!, suspendu: true }).authorise(child.id))).toBe('account/suspended');
    expect(authorised).toEqual([]);
  });
});
