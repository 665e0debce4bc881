/**
 * The tutors (encadreurs) of the directory, grouped by subject.
 *
 * ⚠ Sample data: every name and phone number below is FICTIONAL. Replace them with the real
 * tutors, with their consent, before going live. The sample numbers use the 600 range to lower
 * the risk of reaching a real subscriber; a real number is written « +237 6XX XX XX XX ».
 *
 * To add a tutor: copy an entry into the right group, give it an `id` no other tutor has (a whole
 * number from 1 to 60: it is the address of the profile, /Profile/{id}, so never reuse an old one).
 * `occupation` and `fonction` may be left out. No photo: the site draws a portrait with initials.
 *
 * The « mecanique » group has no tab of its own: its tutors appear under « Tous » and in searches.
 */

import type { SubjectKey } from '@/domain/subjects';

// The subject groups (their keys, names and tabs) live in src/domain/subjects.ts: tutor accounts
// pick their subject from the same list. A group may have no sample tutor (none listed below).

export interface Tutor {
  /** Unique, 1 to 60; the profile lives at /Profile/{id}. */
  id: number;
  name: string;
  /** « +237 6XX XX XX XX » */
  phone: string;
  /** As the tutor words it, e.g. « Anglais/Philosophie ». */
  subject: string;
  /** The classes taught. */
  description: string;
  /** Their job or studies. */
  occupation?: string;
  /** A few words on them and their role in the commission. */
  fonction?: string;
}

export const tutorsBySubject = {
  mathematique: [
    {
      id: 1,
      name: 'Alain Mbarga',
      phone: '+237 600 41 27 01',
      subject: 'Mathématiques',
      description: 'Seconde, Première et Terminale C et D',
      occupation: 'Professeur de lycée',
      fonction:
        'Responsable des cours de mathématiques du samedi ; prépare les élèves au Probatoire et au Baccalauréat.',
    },
    {
      id: 3,
      name: 'Brigitte Ekani',
      phone: '+237 600 18 52 03',
      subject: 'Mathématiques',
      description: 'De la 6e à la 3e',
      occupation: 'Étudiante en master de mathématiques, Université de Yaoundé I',
    },
    {
      id: 4,
      name: 'Christian Nkodo',
      phone: '+237 600 73 09 04',
      subject: 'Mathématiques',
      description: 'Classes de 3e (préparation au BEPC)',
      occupation: 'Ingénieur statisticien',
      fonction: 'Anime aussi le temps de prière qui ouvre chaque séance.',
    },
    {
      id: 7,
      name: 'Olivier Ayissi',
      phone: '+237 600 35 64 07',
      subject: 'Mathématiques',
      description: 'Première et Terminale A',
    },
    {
      id: 12,
      name: 'Emmanuel Tchamba',
      phone: '+237 600 90 11 12',
      subject: 'Mathématiques',
      description: 'Seconde C et Première C',
      occupation: 'Élève-professeur à l’École normale supérieure de Yaoundé',
      fonction: 'Coordonne les fiches d’exercices partagées entre encadreurs.',
    },
  ],
  anglais: [
    {
      id: 15,
      name: 'Florence Manga',
      phone: '+237 600 26 48 15',
      subject: 'Anglais',
      description: 'De la 6e à la 3e',
      occupation: 'Traductrice',
    },
    {
      id: 17,
      name: 'Guy Nana',
      phone: '+237 600 57 30 17',
      subject: 'Anglais/Philosophie',
      description: 'Première et Terminale, toutes séries',
      occupation: 'Professeur de philosophie',
      fonction: 'Aide les élèves de Terminale à bâtir une dissertation, en français comme en anglais.',
    },
  ],
  francais: [
    {
      id: 20,
      name: 'Josiane Eyenga',
      phone: '+237 600 62 19 20',
      subject: 'Français',
      description: 'De la 6e à la 3e',
      occupation: 'Institutrice',
    },
    {
      id: 22,
      name: 'Kevin Fokou',
      phone: '+237 600 14 83 22',
      subject: 'Français',
      description: 'Seconde, Première et Terminale',
      occupation: 'Journaliste',
      fonction: 'Anime un atelier de lecture et d’expression écrite un samedi sur deux.',
    },
    {
      id: 23,
      name: 'Laure Ndzié',
      phone: '+237 600 49 72 23',
      subject: 'Français/Littérature',
      description: 'Première et Terminale A',
    },
  ],
  biologie: [
    {
      id: 25,
      name: 'Martial Ebogo',
      phone: '+237 600 31 56 25',
      subject: 'Biologie',
      description: 'De la 4e à la Terminale D',
      occupation: 'Étudiant en médecine',
    },
    {
      id: 27,
      name: 'Nadège Tsafack',
      phone: '+237 600 88 04 27',
      subject: 'Biologie/Chimie',
      description: 'Seconde C, Première D et Terminale D',
      occupation: 'Pharmacienne',
      fonction: 'Responsable des travaux pratiques de sciences.',
    },
  ],
  physique: [
    {
      id: 9,
      name: 'Patricia Ngo Nyemb',
      phone: '+237 600 52 67 09',
      subject: 'Physique/Chimie',
      description: 'Seconde, Première et Terminale C et D',
      occupation: 'Professeure de lycée',
    },
    {
      id: 30,
      name: 'Raoul Onguéné',
      phone: '+237 600 70 25 30',
      subject: 'Physique/Chimie',
      description: 'De la 4e à la 3e',
      occupation: 'Technicien de laboratoire',
    },
    {
      id: 31,
      name: 'Stéphanie Belinga',
      phone: '+237 600 23 91 31',
      subject: 'Physique',
      description: 'Terminale C et E',
      occupation: 'Ingénieure en génie civil',
      fonction: 'Organise des séances de révision avant les examens blancs.',
    },
  ],
  comptabilite: [
    {
      id: 33,
      name: 'Thierry Kouam',
      phone: '+237 600 66 38 33',
      subject: 'Comptabilité',
      description: 'Seconde, Première et Terminale G2',
      occupation: 'Comptable dans une PME',
    },
    {
      id: 35,
      name: 'Ursule Mengue',
      phone: '+237 600 19 47 35',
      subject: 'Comptabilité/Gestion',
      description: 'BTS et Terminale G',
      occupation: 'Expert-comptable stagiaire',
      fonction: 'Trésorière adjointe de la commission.',
    },
  ],
  maconnerie: [
    {
      id: 37,
      name: 'Vincent Abessolo',
      phone: '+237 600 84 12 37',
      subject: 'Maçonnerie',
      description: 'CAP et Probatoire industriel',
      occupation: 'Chef de chantier',
    },
  ],
  mecanique: [
    {
      id: 39,
      name: 'Zacharie Mfou',
      phone: '+237 600 37 75 39',
      subject: 'Mécanique automobile',
      description: 'CAP et BT (enseignement technique)',
      occupation: 'Mécanicien dans un garage de Mvog-Mbi',
      fonction: 'Accueille les élèves pour des travaux pratiques dans son atelier.',
    },
  ],
  ih: [
    {
      id: 41,
      name: 'Armelle Djoumessi',
      phone: '+237 600 58 21 41',
      subject: 'Industrie d’habillement',
      description: 'CAP et BT (enseignement technique)',
      occupation: 'Couturière, formatrice',
    },
    {
      id: 42,
      name: 'Yvette Nkeng',
      phone: '+237 600 93 46 42',
      subject: 'Industrie d’habillement',
      description: 'Probatoire et Baccalauréat technique',
    },
  ],
  informatique: [
    {
      id: 44,
      name: 'Boris Etoundi',
      phone: '+237 600 27 69 44',
      subject: 'Informatique',
      description: 'De la 6e à la Terminale',
      occupation: 'Développeur web',
      fonction: 'S’occupe du site de la commission.',
    },
    {
      id: 46,
      name: 'Carine Ondoa',
      phone: '+237 600 45 13 46',
      subject: 'Informatique',
      description: 'Seconde, Première et Terminale TI',
      occupation: 'Étudiante en génie logiciel',
    },
    {
      id: 47,
      name: 'Didier Nguema',
      phone: '+237 600 81 34 47',
      subject: 'Informatique',
      description: 'Initiation pour tous les niveaux',
    },
  ],
  electricite: [
    {
      id: 49,
      name: 'Franck Mbida',
      phone: '+237 600 16 58 49',
      subject: 'Électricité',
      description: 'CAP et BT (enseignement technique)',
      occupation: 'Électricien du bâtiment',
    },
    {
      id: 50,
      name: 'Estelle Bikoula',
      phone: '+237 600 74 20 50',
      subject: 'Électrotechnique',
      description: 'Première et Terminale F3',
      occupation: 'Technicienne de maintenance',
      fonction: 'Responsable de l’atelier « Travaux pratiques ».',
    },
  ],
  gk: [
    {
      id: 52,
      name: 'Grâce Awono',
      phone: '+237 600 39 87 52',
      subject: 'Culture générale (General knowledge)',
      description: 'Form 1 à Form 5 (sous-système anglophone)',
      occupation: 'Bibliothécaire',
    },
    {
      id: 54,
      name: 'Samuel Ze',
      phone: '+237 600 60 32 54',
      subject: 'Culture générale (General knowledge)',
      description: 'Lower Sixth et Upper Sixth, concours d’entrée',
      occupation: 'Enseignant bilingue',
      fonction: 'Prépare les candidats aux concours des grandes écoles.',
    },
  ],
  allemand: [
    {
      id: 56,
      name: 'Mireille Bilong',
      phone: '+237 600 12 95 56',
      subject: 'Allemand',
      description: 'De la 4e à la Terminale',
      occupation: 'Professeure d’allemand',
    },
    {
      id: 58,
      name: 'Rodolphe Essama',
      phone: '+237 600 47 61 58',
      subject: 'Allemand/Physique',
      description: 'Seconde et Première',
      occupation: 'Étudiant en physique, Université de Yaoundé I',
    },
    {
      id: 60,
      name: 'Aïcha Ousmanou',
      phone: '+237 600 85 03 60',
      subject: 'Allemand',
      description: 'De la 4e à la 3e',
      fonction: 'Anime le club d’allemand le mercredi après les cours.',
    },
  ],
} satisfies { readonly [K in SubjectKey]?: readonly Tutor[] };

/** The sample tutors of a subject group, in the order above (none for a group left out). */
export function tutorsOf(subject: SubjectKey): readonly Tutor[] {
  const groups: { readonly [K in SubjectKey]?: readonly Tutor[] } = tutorsBySubject;
  return groups[subject] ?? [];
}
