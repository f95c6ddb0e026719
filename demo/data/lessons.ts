/**
 * The lessons of each course, in order: what the notes pages' sections are, and what the progress tracker
 * counts. Ids are stable (they key stored progress); titles are what learners read.
 */
export const SUBJECTS = ['java', 'spring-boot', 'mysql'] as const;
export type Subject = (typeof SUBJECTS)[number];

export type Lesson = { id: string; title: string };

export const LESSONS: Record<Subject, readonly Lesson[]> = {
  java: [
    { id: 'java-basics', title: 'Syntax, types and control flow' },
    { id: 'java-oop', title: 'Classes, objects and interfaces' },
    { id: 'java-collections', title: 'Collections and generics' },
    { id: 'java-streams', title: 'Lambdas and streams' },
    { id: 'java-exceptions', title: 'Exceptions and resources' },
    { id: 'java-concurrency', title: 'Threads and concurrency' },
  ],
  'spring-boot': [
    { id: 'spring-setup', title: 'Starters and auto-configuration' },
    { id: 'spring-di', title: 'Beans and dependency injection' },
    { id: 'spring-rest', title: 'REST controllers' },
    { id: 'spring-data', title: 'Spring Data JPA' },
    { id: 'spring-validation', title: 'Validation and error handling' },
    { id: 'spring-testing', title: 'Testing a Spring Boot service' },
  ],
  mysql: [
    { id: 'mysql-modelling', title: 'Relational modelling' },
    { id: 'mysql-select', title: 'SELECT, filtering and sorting' },
    { id: 'mysql-joins', title: 'Joins and subqueries' },
    { id: 'mysql-aggregates', title: 'Aggregates and window functions' },
    { id: 'mysql-indexes', title: 'Indexes and query plans' },
    { id: 'mysql-transactions', title: 'Transactions and isolation' },
  ],
};

export const SUBJECT_TITLES: Record<Subject, string> = {
  java: 'Java Programming',
  'spring-boot': 'Spring Boot',
  mysql: 'MySQL',
};

export function isSubject(value: string | undefined): value is Subject {
  return SUBJECTS.includes(value as Subject);
}
