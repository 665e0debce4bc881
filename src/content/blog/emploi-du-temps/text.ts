/**
 * The blog's home article (/Blog): organising a timetable, a sample week and what the Saturday
 * support classes change in young people's hearts.
 * Its title, date, summary and illustration: ./meta.ts. The sample week: ./timetable.ts.
 * How to write the text: see the top of ../blocks.ts.
 */
import type { Block } from '../blocks';

export const text: readonly Block[] = [
  {
    p: 'Chaque rentrée, c’est la même chose : on achète des cahiers neufs, on se promet de réviser tous les soirs et de ne plus rien laisser pour la veille. Puis arrivent les premières séquences, les embouteillages, les pluies de septembre, les délestages... et les bonnes résolutions s’envolent. Le problème n’est presque jamais la volonté : c’est l’absence de plan.',
  },
  {
    p: 'Un emploi du temps personnel n’est pas une prison. C’est une carte : il montre où passe votre temps et vous aide à le donner d’abord à ce qui compte. Voici comment en bâtir un qui tienne toute l’année, avec un exemple concret à adapter.',
  },

  { h2: 'Pourquoi un emploi du temps à soi ?' },
  {
    p: 'L’emploi du temps du lycée vous dit quand vous êtes en classe. Le vôtre dit quand vous apprenez vraiment. Entre les deux, il y a toute la différence entre écouter une leçon et la savoir.',
  },
  {
    liste: [
      '**Moins de stress** : quand chaque matière a sa place dans la semaine, on ne se réveille plus la veille d’une séquence avec tout à revoir.',
      '**Plus de régularité** : trois séances de quarante-cinq minutes valent mieux qu’une nuit blanche.',
      '**Du repos sans culpabilité** : un temps libre prévu est un temps libre mérité.',
      '**Une place pour Dieu** : ce qu’on n’inscrit nulle part finit souvent par disparaître, la prière comme le reste.',
    ],
  },

  { h2: 'Bâtir le sien en cinq étapes' },
  {
    etapes: [
      '**Notez ce qui ne bouge pas** : les heures de cours, le trajet (à pied, en taxi ou à moto), les tâches de la maison, l’église. C’est le cadre de votre semaine.',
      '**Repérez vos meilleurs moments.** Beaucoup d’élèves apprennent mieux tôt le matin, quand la maison dort encore ; d’autres le soir, une fois le calme revenu. Placez-y le travail le plus difficile.',
      '**Donnez la priorité aux matières qui comptent le plus** : celles où vous êtes faible, et celles qui ont un fort coefficient dans votre classe ou votre série.',
      '**Travaillez par petites séances** de quarante-cinq minutes environ, avec une pause de cinq à dix minutes. L’attention tient mieux, et l’on s’y remet plus volontiers.',
      '**Gardez une marge.** Une soirée libre par semaine permet de rattraper ce que la pluie, une coupure de courant ou une course imprévue auront empêché.',
    ],
  },
  {
    titre: 'Astuce',
    encadre:
      'Recopiez votre emploi du temps au propre et affichez-le au-dessus de votre table de travail, ou collez-le dans la couverture de votre cahier de textes. Montrez-le aussi à vos parents : ils sauront quand vous laisser travailler, et quand vous confier une course.',
  },

  { h2: 'Un exemple de semaine' },
  {
    p: 'Voici la semaine type d’une élève de 3e qui prépare le BEPC. Elle a cours de 7 h 30 à 15 h 30, met près d’une heure pour rentrer et aide beaucoup à la maison. Ce n’est pas un modèle à copier tel quel : c’est un point de départ, à adapter à votre classe, à votre quartier et à votre famille.',
  },
  { emploiDuTemps: true },
  { p: 'Quelques remarques sur cet exemple :' },
  {
    liste: [
      'chaque journée commence par un court temps de prière et une révision légère, quand l’esprit est encore frais ;',
      'les tâches de la maison ont leur place : elles font partie de la vie, et les prévoir évite bien des disputes ;',
      'le vendredi soir et le dimanche après-midi restent libres : le repos fait partie du travail bien fait ;',
      'le dimanche soir, on prépare la semaine (cahier de textes, sac, tenue) et l’on confie à Dieu les jours à venir.',
    ],
  },
  {
    p: 'En Première ou en Terminale, comme en Form 5 ou en Upper Sixth pour les élèves anglophones qui préparent le GCE, les séances du soir s’allongent un peu et l’on ajoute, le samedi après-midi, un sujet d’examen des années passées. En 6e ou en 5e, une heure de travail par soir suffit largement.',
  },

  { h2: 'Quand la pluie ou le délestage s’en mêlent' },
  { p: 'À Yaoundé, un emploi du temps doit savoir plier sans casser. Prévoyez vos plans de secours :' },
  {
    liste: [
      '**Coupure de courant le soir** : chargez la lampe rechargeable dès l’après-midi, ou profitez du noir pour réviser à voix haute, réciter vos fiches, vous faire interroger par un frère ou une sœur. Le travail écrit se décale au lendemain matin.',
      '**Pluie et embouteillages** : partez plus tôt, rangez les cahiers dans un sachet plastique, et relisez une fiche en attendant le taxi plutôt que de faire défiler votre téléphone.',
      '**Imprévu familial** (maladie, deuil, visite) : ne cherchez pas à tout rattraper d’un coup. Reprenez simplement le fil le lendemain, à l’heure prévue.',
    ],
  },

  { h2: 'Ce que les cours de soutien changent dans le cœur' },
  {
    p: 'Le samedi matin, à la paroisse, les cours de soutien commencent toujours par la prière. Ce n’est pas une formalité : c’est le moment où chacun dépose devant Dieu ses inquiétudes, les échecs de la semaine et ses espoirs. Au fil des années, nous avons vu ce temps-là transformer les jeunes autant que les exercices.',
  },
  { h3: 'Une paix qui aide à apprendre' },
  {
    p: 'La peur de l’échec bloque la mémoire. Un élève qui a appris à prier avant un devoir aborde l’épreuve plus calmement : il sait qu’il a fait sa part, et qu’il n’est pas seul.',
  },
  {
    citation:
      'Ne vous inquiétez de rien ; mais en toute chose faites connaître vos besoins à Dieu par des prières et des supplications, avec des actions de grâces.',
    source: 'Philippiens 4.6',
  },
  { h3: 'Se savoir attendu' },
  {
    p: 'Chaque samedi, quelqu’un remarque votre absence et se réjouit de vos progrès. Ici, personne ne se moque d’une question, même « bête ». Cette confiance fait souvent plus pour les notes que des heures de cours supplémentaires.',
  },
  { h3: 'Une oreille quand la vie pèse' },
  {
    p: 'Un deuil, des parents qui se séparent, l’argent qui manque pour la scolarité, une amitié qui tourne mal : ces soucis n’attendent pas la fin de l’année scolaire. Nos encadreurs ne remplacent ni les parents ni les responsables de l’église, mais ils savent écouter, prier avec le jeune et, si besoin, l’orienter vers la bonne personne.',
  },
  { h3: 'Le partage qui fait grandir' },
  {
    p: 'Un élève de Terminale qui explique les fractions à un élève de 5e révise ses propres bases et découvre qu’il a quelque chose à donner. C’est le troisième mot de notre devise : après les études et la prière, le partage.',
  },

  { h2: 'À vous de jouer' },
  {
    p: 'Ce soir, prenez une feuille et un crayon. Notez ce qui ne bouge pas, placez deux ou trois séances de travail, un temps de prière et un vrai temps de repos. Essayez pendant deux semaines, puis ajustez. Et si vous voulez être accompagné, les cours du samedi vous attendent.',
  },
  {
    citation: 'Enseigne-nous à bien compter nos jours, afin que nous appliquions notre cœur à la sagesse.',
    source: 'Psaume 90.12',
  },
];
