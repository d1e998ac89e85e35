import styles from "./pages.module.css";

export interface FeatureContent {
  _key: string;
  title: string | null;
  description: string | null;
}

/** A titled grid of feature cards (developer uses, API uses, product claims). */
export function FeatureList({ id, heading, items }: { id: string; heading: string | null; items: FeatureContent[] | null }) {
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.cardGrid}>
        {(items ?? []).map((item) => (
          <li key={item._key} className={styles.card}>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
