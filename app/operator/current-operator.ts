import "server-only";
// The signed-in operator of a console page, from the gateway_operator cookie (never next-auth's):
// signed out, or without the page's permission, goes back to the sign-in page.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { db } from "@/lib/db";
import { operatorMay, type OperatorAction } from "@/lib/catalog/operator-permissions";
import { OPERATOR_COOKIE, readOperatorSession, type SignedInOperator } from "@/lib/operator/operator-session";

export async function currentOperator(): Promise<SignedInOperator | null> {
  const token = (await cookies()).get(OPERATOR_COOKIE)?.value;
  return readOperatorSession(db(), token);
}

export async function requireOperator(permission: OperatorAction = "read"): Promise<SignedInOperator> {
  const operator = await currentOperator();
  if (!operator) redirect("/operator/sign-in");
  if (!operatorMay(operator.role, permission)) redirect("/operator/merchants?denied=1");
  return operator;
}
