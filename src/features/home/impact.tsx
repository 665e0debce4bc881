import { Icon, type IconName } from './icons';

const EFFECTS: readonly { title: string; icon: IconName; text: string }[] = [
  {
    title: 'La prière',
    icon: 'prayer',
    text: 'Les élèves apprennent à confier leurs études à Dieu et trouvent la paix avant un devoir ou un examen.',
  },
  {
    title: 'La confiance en soi',
    icon: 'star',
    text: 'Oser poser une question, passer au tableau, se tromper sans honte\u00a0: la confiance grandit de séance en séance.',
  },
  {
    title: 'Les résultats scolaires',
    icon: 'chart',
    text: 'Des notes qui remontent, des bases consolidées, des examens officiels préparés avec méthode.',
  },
  {
    title: 'L’interaction sociale',
    icon: 'chat',
    text: 'Travailler en groupe, s’entraider entre quartiers et entre classes, se faire de vrais amis.',
  },
  {
    title: 'Le soutien émotionnel',
    icon: 'heart',
    text: 'Une écoute bienveillante quand l’école, la famille ou la vie pèsent trop lourd sur les épaules.',
  },
];

/** What the support classes change in a pupil's life. */
export function Impact() {
  return (
    <section aria-labelledby="impact-titre" className="mx-auto max-w-page px-4 py-14">
      <h2 id="impact-titre" className="text-3xl font-bold sm:text-4xl">
        Ce que le soutien change
      </h2>
      <p className="mt-3 max-w-2xl text-slate-700">
        Depuis le 10 juillet 2010, nous le voyons chaque année chez les jeunes qui nous rejoignent.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {EFFECTS.map((effect) => (
          <li key={effect.title} className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={effect.icon} />
            </span>
            <div>
              <h3 className="text-lg font-bold">{effect.title}</h3>
              <p className="mt-1 text-slate-700">{effect.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
