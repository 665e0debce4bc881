/**
 * Names shared by the tests of the reserved names (src/domain/names.ts, firestore.rules'
 * reservedName): what the attacker of issue 32 signed up with, and real names that sit close to a
 * reserved word and must pass. The domain's unit tests, the rules file's test and the emulator
 * suite read the same lists.
 */

export interface PersonName {
  prenom: string;
  nom: string;
}

/** Issue 32: names that passed for the association on screen, each with how it does it. */
export const ISSUE_32_ATTACKS: readonly (readonly [string, PersonName])[] = [
  ['« rn » for « m » in « Commission »', { prenom: 'Cornrnission', nom: 'Des Études' }],
  ['« rn » for « m » in « Modérateur »', { prenom: 'Le', nom: 'Rnodérateur' }],
  ['« rn » for « m » in « Administrateur »', { prenom: 'Adrninistrateur', nom: 'Site' }],
  ['a capital I for the l of « Responsable »', { prenom: 'Le', nom: 'ResponsabIe' }],
  ['l and I for the i of « Administrateur »', { prenom: 'AdmlnIstrateur', nom: 'Forum' }],
  ['« Admin »', { prenom: 'Admin', nom: 'Site' }],
  ['« Modo »', { prenom: 'Modo', nom: 'Forum' }],
  ['« Comité Des Études »', { prenom: 'Comité', nom: 'Des Études' }],
  ['« Support Technique »', { prenom: 'Support', nom: 'Technique' }],
  ['« Encadreur Principal »', { prenom: 'Encadreur', nom: 'Principal' }],
  ['the misspelling « Commision »', { prenom: 'Commision', nom: 'Jeunesse' }],
  ['the mark « Encadreur validé » after a name', { prenom: 'Sylvie', nom: 'Eba Encadreur Validé' }],
  ['« Utilisateur Anonyrne »', { prenom: 'Utilisateur', nom: 'Anonyrne' }],
  ['« Cornpte Supprirné »', { prenom: 'Cornpte', nom: 'Supprirné' }],
];

/** More of the same class: other misspellings, the short words split or stuck to another. */
export const LOOK_ALIKE_ATTACKS: readonly (readonly [string, PersonName])[] = [
  ['the misspelling « Comission »', { prenom: 'Comission', nom: 'Jeunesse' }],
  ['the misspelling « Comision »', { prenom: 'Comision', nom: 'Jeunesse' }],
  ['« cl » for « d » in « Modérateur »', { prenom: 'Moclérateur', nom: 'Forum' }],
  ['« Admin » cut by a hyphen', { prenom: 'Ad-min', nom: 'Site' }],
  ['« Admin » split across first and last name', { prenom: 'Ad', nom: 'Min' }],
  ['« Modo » with periods', { prenom: 'M.o.d.o', nom: 'Forum' }],
  ['« Comité » stuck to the next word', { prenom: 'Comitédesjeunes', nom: 'Eba' }],
  ['« SupportTechnique » in one word', { prenom: 'Sylvie', nom: 'SupportTechnique' }],
  ['« Anonymous »', { prenom: 'Anonymous', nom: 'Forum' }],
  ['« Respo »', { prenom: 'Respo', nom: 'Forum' }],
];

/**
 * Real names, Cameroonian and French, that hold a short reserved word or a look-alike sequence:
 * « Modou » holds « modo », « Lecompte » « compte », « Ahmad Minkoulou » « admin » across its two
 * parts, « Kamsu » + « Primus » « suprim » (« supprim » wants its two p), « Bernard » and
 * « Arnaud » an « rn », « Clément » and « Francis » a « cl » (or « ci »).
 */
export const REAL_NAMES_NEAR_RESERVED: readonly PersonName[] = [
  { prenom: 'Modou', nom: 'Njoya' },
  { prenom: 'Bernard', nom: 'Lecomte' },
  { prenom: 'Arnaud', nom: 'Lecompte' },
  { prenom: 'Carine', nom: 'Mballa' },
  { prenom: 'Valérie', nom: 'Ngono' },
  { prenom: 'Ilunga', nom: 'Essomba' },
  { prenom: 'Ernest', nom: 'Atangana' },
  { prenom: 'Ahmad', nom: 'Minkoulou' },
  { prenom: 'Clément', nom: 'Abena' },
  { prenom: 'Francis', nom: 'Ndjomo' },
  { prenom: 'Marie-Claire', nom: 'Mvondo' },
  { prenom: 'Modeste', nom: 'Eto’o' },
  { prenom: 'Désiré', nom: 'Comte' },
  { prenom: 'Aminatou', nom: 'Bello' },
  { prenom: 'Sylvie', nom: 'Eba' },
  { prenom: 'Lucienne', nom: 'Mbarga' },
  { prenom: 'Primus', nom: 'Kamsu' },
];
