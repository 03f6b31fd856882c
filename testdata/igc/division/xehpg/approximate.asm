//.kernel approximate
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enablePreemption -hasRNEandDenorm -noStitchExternFunc -useInlineData -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 22 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -LSCBackupMode -waClearHDCWrite -cloneEvaluateSampleInst -insertRSDummyMov "
//.instCount 34
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=32 type=ud alias=V0047+0 align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=32 type=f align=16 words (r7.0)
//.declare V0050 (58)  rf=r size=32 type=f align=16 words (r8.0)
//.declare V0051 (59)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0052 (60)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0053 (61)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (62)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (63)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare  (64)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (65)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (66)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (67)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (68)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare  (69)  rf=r size=64 type=ud align=16 words (r1.0)
//.declare  (70)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (71)  rf=r size=64 type=ud align=16 words (r5.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0051    | :uq      |      8 | r5       | general    |
// | V0052    | :uq      |      8 | r5+8     | general    |
// | V0053    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                                                // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1} // 
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                                        // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4 // $14
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}       // 
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $14
        nop                                                                                          // 
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4 // $14
// B002: Preds:{B001},  Succs:{}
// _main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}             // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}         // $1
        sync.nop                             null                             {Compacted,A@1}        // $2
        sync.nop                             null                             {Compacted,$2.dst}     // $2
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,A@1}    // $2
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted,$1.dst} // $4
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}          // $14
        add3 (8|M0)              acc0.0<1>:d   r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1} // $4
        shl (8|M0)               r5.0<1>:d     acc0.0<1;1,0>:d   2:w                                 // $5
        send.dc1 (8|M0)          r8       r5      null:0  0x0            0x02106E01           {A@1,$3} // wr:1+0, rd:1; untyped surface read with x // $9
        send.dc1 (8|M0)          r7       r5      null:0  0x0            0x02106E00           {$4} // wr:1+0, rd:1; untyped surface read with x // $7
        math.inv (8|M0)          r8.0<1>:f     r8.0<1;1,0>:f                    {$3}                 // $10
        sync.nop                             null                             {Compacted,$3.dst}     // $11
        mul (8|M0)               r8.0<1>:f     r8.0<1;1,0>:f     r7.0<1;1,0>:f    {Compacted,$4.dst} // $11
        send.dc1 (8|M0)          null     r5      r8:1    0x0            0x02026E02           {A@1,$5} // wr:1+1, rd:0; untyped surface write with x // $13
(W)     send.ugm (1|M0)          r9       r2      null:0  0x0            0x0214031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local // $14
(W)     mov (8|M0)               null<1>:ud    r9.0<1;1,0>:ud                   {$6.dst}             //  memory fence commit; $14
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $14
L472:
        nop                                                                                          // $14


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 34
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 1
//.accSubCandidateUse: 1
