import { Portrait } from '@/components/ui/avatar';
import { office, OFFICE_YEAR } from '@/content/office';

/** The commission's office for the year: portrait, name, role and the subject each one teaches. */
export function OfficeTeam() {
  return (
    <section aria-labelledby="bureau-titre" className="bg-white py-14">
      <div className="mx-auto max-w-page px-4">
        <h2 id="bureau-titre" className="text-3xl font-bold sm:text-4xl">
          Le bureau {OFFICE_YEAR}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">
          Des jeunes engagés qui organisent les cours, veillent sur les élèves et enseignent eux-mêmes une matière.
        </p>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {office.map((member) => (
            <li key={member.name} className="flex flex-col items-center rounded-2xl bg-creme p-4 text-center">
              <Portrait name={member.name} photo={member.photo} size={80} />
              <p className="mt-3 font-bold text-slate-900">{member.name}</p>
              <p className="text-sm font-semibold text-brand-700">{member.role}</p>
              <p className="mt-1 text-sm text-slate-700">{member.subject}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
