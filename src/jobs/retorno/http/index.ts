/** The retorno kind's HTTP routes (this folder), as its module carries them. */
import type { KindApi } from "../../../api/kind-http";
import type { KindHttp } from "../../kind";
import { registerRetornos } from "./routes";

export const retornoHttp: KindHttp<KindApi> = { register: registerRetornos };
