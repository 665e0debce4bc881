import { Icon, type IconName } from './icons';

const VALUES: readonly { name: string; icon: IconName; text: string }[] = [
  {
    name: 'Études',
    icon: 'book',
    text: 'Des cours de soutien sérieux, matière par matière, pour reprendre les bases et préparer les examens officiels.',
  },
  {
    name: 'Prière',
    icon: 'prayer',
    text: 'Chaque séance commence et se termine par la prière\u00a0: nous confions au Seigneur les efforts de chacun.',
  },
  {
    name: 'Partage',
    icon: 'share',
    text: 'Les aînés transmettent ce qu’ils ont reçu\u00a0; les élèves s’entraident et avancent ensemble.',
  },
];

/** The motto, Études · Prière · Partage, and what each word means for us. */
export function Motto() {
  return (
    <section aria-labelledby="devise-titre" className="mx-auto max-w-page px-4 py-14">
      <h2 id="devise-titre" className="text-center text-3xl font-bold sm:text-4xl">
        Études · Prière · Partage
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        Trois mots qui résument notre devise et notre manière d’accompagner les jeunes.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {VALUES.map((value) => (
          <li key={value.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-or-100 text-or-700">
              <Icon name={value.icon} />
            </span>
            <h3 className="mt-4 text-xl font-bold">{value.name}</h3>
            <p className="mt-2 text-slate-700">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
