/**
 * Shown instead of the site when the Firebase configuration is incomplete: the volunteer deploying
 * it reads which variables to set (in French and in English, as the error may reach a developer).
 */
export function ConfigErrorPage({ missing, problems }: { missing: string[]; problems: string[] }) {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">Configuration incomplète</h1>
      <p className="mt-4">
        Le site est configuré pour Firebase, mais il manque des réglages. Complétez le fichier <code>.env.local</code>{' '}
        (voir <code>.env.example</code>) puis relancez la construction du site.
      </p>
      <p lang="en" className="mt-2 text-slate-700">
        The Firebase configuration is incomplete: set the variables below (see .env.example) and rebuild.
      </p>
      {missing.length > 0 ? (
        <>
          <h2 className="mt-6 text-xl font-bold">Variables manquantes</h2>
          <ul className="mt-2 list-disc pl-6 font-mono text-sm">
            {missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {problems.length > 0 ? (
        <>
          <h2 className="mt-6 text-xl font-bold">Valeurs à corriger</h2>
          <ul className="mt-2 list-disc pl-6 text-sm">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}
