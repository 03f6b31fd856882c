//.kernel simdcf
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 34
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.5)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.6)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.7)
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
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.0)
//.declare P1 (40)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V35 (42)  rf=r size=64 type=w align=16 words (r3.0)
//.declare P2 (43)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P3 (44)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V36 (45)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V37 (46)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (47)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V38 (48)  rf=r size=32 type=d alias=V36+0 align=16 words (r1.0)
//.declare  (49)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (50)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (51)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (52)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare  (53)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare  (54)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (55)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (56)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (57)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $13
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $13
// B002: Preds:{B001},  Succs:{B003, B004}
// simdcf_BB_0:
(W)     send.ugm (1|M0)          r8       r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $13
(W)     mov (8|M0)               null<1>:ud    r8.0<1;1,0>:ud                   {$2.dst}             //  memory fence commit; $13
(W)     send.ugm (1|M0)          r9       r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $13
(W)     mov (1|M0)               r5.0<1>:ud    r2.2<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r5.1<1>:ud    r2.3<0;1,0>:ud                                        // $1
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $2
(W)     mov (8|M0)               null<1>:ud    r9.0<1;1,0>:ud                   {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (8|M0)          r1       r5      null:0  0x0            0x021D02FF           {A@3,$0} // wr:1h+0, rd:1; a64 unaligned oword block read x2 // $1
(W)     cmp (8|M0)    (lt)f0.0   null<1>:d     r1.0<1;1,0>:d     1:w               {$0.dst}          // $3
(~f0.0) goto (8|M0)                          BB_1              BB_1                                  // $4
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_simdcf_k0_0_:
(W)     mov (32|M0)              r3.0<1>:hf    0.0:hf                                                // $6
        mov (32|M0)              r3.0<1>:w     1:w                               {F@1}               // $7
(W)     cmp (8|M0)    (ne)f0.1   null<1>:w     r3.0<1;1,0>:w     0:w               {I@1}             // $8
// B004: Preds:{B003, B002},  Succs:{}
BB_1:
        join (8|M0)                          L400                                                    // 
L400:
(W&f0.1) shl (8|M0)              r1.0<1>:d     r1.0<1;1,0>:d     1:w                                 // $11
(W)     mov (1|M0)               r6.0<1>:ud    r2.2<0;1,0>:ud                                        // $12
(W)     mov (1|M0)               r6.1<1>:ud    r2.3<0;1,0>:ud                                        // $12
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $13
(W)     send.dc1 (8|M0)          null     r6      r1:1    0x0            0x020D42FF           {A@1,$4} // wr:1h+1, rd:0; a64 unaligned oword block write x2 // $12
(W)     send.ugm (1|M0)          r7       r0      null:0  0x0            0x0210031F           {$5} // wr:1+0, rd:1; fence.ugm.none.local // $13
(W)     mov (8|M0)               null<1>:ud    r7.0<1;1,0>:ud                   {$5.dst}             //  memory fence commit; $13
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $13
L520:
        nop                                                                                          // $13


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 36
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
