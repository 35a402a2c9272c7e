import type { AchievementsData, AppsData, ExperienceData, NavigationData, ProjectsData, SiteData, SkillsData } from "./schema-types"

/** The content of data/, file by file, each as its schema describes it. */
export interface Content {
  site: SiteData
  navigation: NavigationData
  projects: ProjectsData
  experience: ExperienceData
  skills: SkillsData
  achievements: AchievementsData
  apps: AppsData
}
