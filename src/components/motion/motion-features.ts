// Loaded after first paint: the animation features the site uses (whileInView, transitions).
import { domAnimation } from "framer-motion"

export default domAnimation
