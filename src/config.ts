import type { AppConfig } from './config-parse';

export type { AppConfig, CloudinarySettings, FirebaseSettings, PushSettings } from './config-parse';

/*
 * The site's configuration, decided when it is built from its VITE_* variables
 * (src/config-parse.ts, called by vite.config.ts, which writes the result here in place of the two
 * names below): the local backend, Firebase, or a configuration the app names as invalid.
 */
declare const __APP_CONFIG__: AppConfig;
declare const __SHOW_SAMPLE_TUTORS__: boolean;

export const config: AppConfig = __APP_CONFIG__;

/** Whether the directory shows the sample tutors of src/content/tutors.ts (config-parse.ts). */
export const showSampleTutors: boolean = __SHOW_SAMPLE_TUTORS__;
